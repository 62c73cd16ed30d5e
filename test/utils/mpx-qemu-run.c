/* mpx-qemu-run.c - the launcher mpx-qemu-cc puts in place of each program
 * it links: runs PROGRAM.bin (PROGRAM being this launcher's own path)
 * under qemu-x86_64 (QEMU, given at build time) with the same arguments,
 * argv[0] and environment. */
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

int main(int argc, char **argv) {
  char self[PATH_MAX], bin[PATH_MAX + 8];
  ssize_t n = readlink("/proc/self/exe", self, sizeof self - 1);
  if (n <= 0)
    return 127;
  self[n] = '\0';
  snprintf(bin, sizeof bin, "%s.bin", self);
  char **args = calloc((size_t)argc + 5, sizeof *args);
  if (!args)
    return 127;
  args[0] = QEMU;
  args[1] = "-0";
  args[2] = argv[0];
  args[3] = bin;
  for (int i = 1; i < argc; i++)
    args[3 + i] = argv[i];
  execv(QEMU, args);
  perror(QEMU);
  return 127;
}
