/* A stand-in for Vosk's C library (vosk_api.h), for tests/voice_vosk.rs: it loads a "model"
 * folder holding words.txt (the model's words, one a line), writes the grammar each
 * recogniser is given to grammar.json and the number of samples it was handed to samples.txt,
 * and answers with the contents of answer.json (a final result as Vosk writes it). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef struct {
    char dir[4096];
    char *words;
} Model;

typedef struct {
    Model *model;
    long samples;
    char result[65536];
} Recognizer;

static char *slurp(const char *path) {
    FILE *f = fopen(path, "rb");
    if (!f) return NULL;
    fseek(f, 0, SEEK_END);
    long n = ftell(f);
    fseek(f, 0, SEEK_SET);
    char *buf = calloc((size_t)n + 3, 1);
    if (!buf) { fclose(f); return NULL; }
    buf[0] = '\n';
    size_t got = fread(buf + 1, 1, (size_t)n, f);
    buf[got + 1] = '\n';
    fclose(f);
    return buf;
}

void vosk_set_log_level(int level) { (void)level; }

Model *vosk_model_new(const char *path) {
    char file[4200];
    snprintf(file, sizeof file, "%s/words.txt", path);
    char *words = slurp(file);
    if (!words) return NULL;
    Model *m = calloc(1, sizeof *m);
    if (!m) return NULL;
    snprintf(m->dir, sizeof m->dir, "%s", path);
    m->words = words;
    return m;
}

void vosk_model_free(Model *m) {
    if (!m) return;
    free(m->words);
    free(m);
}

int vosk_model_find_word(Model *m, const char *word) {
    char needle[512];
    snprintf(needle, sizeof needle, "\n%s\n", word);
    return strstr(m->words, needle) ? 1 : -1;
}

Recognizer *vosk_recognizer_new_grm(Model *m, float rate, const char *grammar) {
    (void)rate;
    char file[4200];
    snprintf(file, sizeof file, "%s/grammar.json", m->dir);
    FILE *f = fopen(file, "wb");
    if (f) { fputs(grammar, f); fclose(f); }
    Recognizer *r = calloc(1, sizeof *r);
    if (r) r->model = m;
    return r;
}

void vosk_recognizer_set_words(Recognizer *r, int words) { (void)r; (void)words; }

int vosk_recognizer_accept_waveform_s(Recognizer *r, const short *data, int length) {
    (void)data;
    r->samples += length;
    return 0;
}

const char *vosk_recognizer_final_result(Recognizer *r) {
    char file[4200];
    snprintf(file, sizeof file, "%s/samples.txt", r->model->dir);
    FILE *f = fopen(file, "wb");
    if (f) { fprintf(f, "%ld\n", r->samples); fclose(f); }
    snprintf(file, sizeof file, "%s/answer.json", r->model->dir);
    char *answer = slurp(file);
    snprintf(r->result, sizeof r->result, "%s", answer ? answer + 1 : "{\"text\": \"\"}");
    free(answer);
    return r->result;
}

void vosk_recognizer_free(Recognizer *r) { free(r); }
