/* A small workload of two threads for the perf.data test file (make.sh): each spins in its own call chain. */
#include <pthread.h>
#include <stdlib.h>

static volatile unsigned long sink;

static void leaf(unsigned long n) { for (unsigned long i = 0; i < n; i++) sink += i * 7; }
static void middle(unsigned long n) { leaf(n); leaf(n / 2); }
static void *worker(void *arg) { for (int i = 0; i < 40; i++) middle(200000); return arg; }

int main(int argc, char **argv) {
    int rounds = argc > 1 ? atoi(argv[1]) : 60;
    pthread_t thread;
    pthread_create(&thread, NULL, worker, NULL);
    for (int i = 0; i < rounds; i++) middle(300000);
    pthread_join(thread, NULL);
    return 0;
}
