/* A small native workload for perf: two named threads, one in pure user code, one in system calls. */
#define _GNU_SOURCE
#include <fcntl.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <unistd.h>

static volatile double sink;

__attribute__((noinline)) static double leaf(int n) {
    double s = 0;
    for (int i = 0; i < n; i++) { s += i * 0.5; sink = s; }
    return s;
}

__attribute__((noinline)) static double middle(int n) { return leaf(n) + leaf(n / 2); }

__attribute__((noinline)) static double other(int n) {
    double s = 0;
    for (int i = 0; i < n; i++) { s += i % 7; sink = s; }
    return s;
}

__attribute__((noinline)) static void write_many(int fd, int n) {
    char buffer[64] = {0};
    for (int i = 0; i < n; i++) write(fd, buffer, sizeof buffer);
}

static void *io_thread(void *arg) {
    (void) arg;
    pthread_setname_np(pthread_self(), "io worker");
    int fd = open("/dev/null", O_WRONLY);
    for (int k = 0; k < 40; k++) write_many(fd, 20000);
    close(fd);
    return NULL;
}

int main(int argc, char **argv) {
    int rounds = argc > 1 ? atoi(argv[1]) : 200;
    pthread_t io;
    pthread_create(&io, NULL, io_thread, NULL);
    for (int k = 0; k < rounds; k++) { sink += middle(200000); sink += other(150000); }
    pthread_join(io, NULL);
    printf("%f\n", sink);
    return 0;
}
