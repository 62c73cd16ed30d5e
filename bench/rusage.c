/* rusage: runs a command and writes its CPU time and peak RSS, the way
 * `/usr/bin/time -f '%U %S %M' -o FILE` does: one line "USER SYS MAXRSS_KB"
 * (seconds, seconds, KiB) into FILE, from getrusage(RUSAGE_CHILDREN). The
 * command's exit status is returned (128 + N when killed by signal N).
 * bench/run.sh builds and uses it only when GNU time is not installed.
 * Usage: rusage FILE COMMAND [ARG...]
 */
#include <stdio.h>
#include <sys/resource.h>
#include <sys/wait.h>
#include <unistd.h>

int main(int argc, char **argv) {
  if (argc < 3) {
    fprintf(stderr, "usage: rusage FILE COMMAND [ARG...]\n");
    return 2;
  }
  pid_t pid = fork();
  if (pid < 0) {
    perror("rusage: fork");
    return 2;
  }
  if (pid == 0) {
    execvp(argv[2], argv + 2);
    perror("rusage: exec");
    _exit(127);
  }
  int status;
  if (waitpid(pid, &status, 0) < 0) {
    perror("rusage: waitpid");
    return 2;
  }
  struct rusage ru;
  getrusage(RUSAGE_CHILDREN, &ru);
  FILE *f = fopen(argv[1], "w");
  if (!f) {
    perror("rusage: output file");
    return 2;
  }
  fprintf(f, "%ld.%06ld %ld.%06ld %ld\n", (long)ru.ru_utime.tv_sec,
          (long)ru.ru_utime.tv_usec, (long)ru.ru_stime.tv_sec,
          (long)ru.ru_stime.tv_usec, ru.ru_maxrss);
  fclose(f);
  if (WIFSIGNALED(status))
    return 128 + WTERMSIG(status);
  return WEXITSTATUS(status);
}
