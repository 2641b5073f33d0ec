// process-meter: runs one program to its end and prints what it cost, for questions-bench's start-up figure.
//
//   ProcessMeter PROGRAM [ARGUMENT...]
//
// prints one line: wall nanoseconds, CPU nanoseconds (user + system), peak
// resident kilobytes (-1 where it is not measured: off Linux), exit status. The program's stdin, stdout and stderr are
// /dev/null, so it runs as a script piped to it would: offline, the app shows
// its first screen, reads end of input and quits.
//
// Why a C program: Linux carries a process's peak RSS across exec, and a
// child started by vfork or fork from the benchmark (tens of megabytes) would
// report the benchmark's peak as its own. Started from this small program,
// the child's figure is its own.
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <sys/resource.h>
#include <sys/time.h>
#include <sys/types.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

static long long nanoseconds(struct timespec time) { return (long long)time.tv_sec * 1000000000LL + time.tv_nsec; }

static long long microseconds_to_nanoseconds(struct timeval time) {
    return ((long long)time.tv_sec * 1000000LL + time.tv_usec) * 1000LL;
}

int main(int argc, char **argv) {
    if (argc < 2) {
        fprintf(stderr, "usage: ProcessMeter PROGRAM [ARGUMENT...]\n");
        return 2;
    }
    struct timespec start, end;
    clock_gettime(CLOCK_MONOTONIC, &start);
    pid_t child = fork();
    if (child < 0) {
        perror("ProcessMeter: fork");
        return 1;
    }
    if (child == 0) {
        int null = open("/dev/null", O_RDWR);
        if (null < 0) {
            _exit(126);
        }
        dup2(null, STDIN_FILENO);
        dup2(null, STDOUT_FILENO);
        dup2(null, STDERR_FILENO);
        execv(argv[1], argv + 1);
        _exit(127);
    }
    int status = 0;
    struct rusage usage;
    if (wait4(child, &status, 0, &usage) != child) {
        perror("ProcessMeter: wait4");
        return 1;
    }
    clock_gettime(CLOCK_MONOTONIC, &end);
    long long cpu = microseconds_to_nanoseconds(usage.ru_utime) + microseconds_to_nanoseconds(usage.ru_stime);
#if defined(__linux__)
    long peak_kilobytes = usage.ru_maxrss;  // Linux: the child's own peak, in kilobytes.
#else
    long peak_kilobytes = -1;  // Elsewhere (macOS: bytes, kept otherwise across exec): not measured.
#endif
    printf("%lld %lld %ld %d\n", nanoseconds(end) - nanoseconds(start), cpu, peak_kilobytes,
           WIFEXITED(status) ? WEXITSTATUS(status) : -1);
    return 0;
}
