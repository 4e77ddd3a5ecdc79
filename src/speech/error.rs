//! Errors of the speech layer, worded for the person who reads them.

use std::io;
use std::path::PathBuf;

/// Why speech (or a part of it) does not work.
#[derive(Debug, thiserror::Error)]
pub enum SpeechError {
    /// Neither an explicit socket, `SPEECHD_ADDRESS` nor `XDG_RUNTIME_DIR` says where
    /// speech-dispatcher listens.
    #[error("no speech-dispatcher socket is known (SPEECHD_ADDRESS and XDG_RUNTIME_DIR are unset)")]
    NoSocket,
    /// `SPEECHD_ADDRESS` names a connection method rochade does not speak.
    #[error("SPEECHD_ADDRESS \"{0}\" is not a unix_socket address, which is all rochade supports")]
    UnsupportedAddress(String),
    /// Connecting to speech-dispatcher's socket failed.
    #[error("speech-dispatcher is not reachable at {}: {source}", socket.display())]
    Unreachable {
        /// The socket tried.
        socket: PathBuf,
        /// What the system said.
        source: io::Error,
    },
    /// speech-dispatcher did not answer in time.
    #[error("speech-dispatcher did not answer in time")]
    Timeout,
    /// speech-dispatcher took the words and answers, but did not say them: it never began,
    /// or never finished, a message of rochade's in time (its sound output does not work).
    #[error(
        "speech-dispatcher took the words but did not say them within {seconds} s (its sound output may not work)"
    )]
    Unheard {
        /// How long the message waited.
        seconds: u64,
    },
    /// The connection to speech-dispatcher broke or it answered something unexpected.
    #[error("speech-dispatcher failed: {0}")]
    Daemon(String),
    /// A program (espeak-ng, a sound player) is not installed or cannot be started.
    #[error("{program} could not be started: {source}")]
    ProgramMissing {
        /// The program name or path.
        program: String,
        /// What the system said.
        source: io::Error,
    },
    /// A program ran but reported failure.
    #[error("{program} failed: {detail}")]
    ProgramFailed {
        /// The program name or path.
        program: String,
        /// Its exit status or error output.
        detail: String,
    },
    /// The speech thread of a backend is gone (it can no longer say anything).
    #[error("the {0} speech worker has stopped")]
    WorkerGone(&'static str),
    /// The platform speech engine failed.
    #[error("the system speech engine failed: {0}")]
    System(String),
    /// The voice failed during the session and speech changed (to a fallback engine or to
    /// the transcript only). The text is the notice for the user, in their language.
    #[error("{0}")]
    Degraded(String),
    /// Writing the transcript failed.
    #[error("the transcript could not be written: {0}")]
    Transcript(#[source] io::Error),
}
