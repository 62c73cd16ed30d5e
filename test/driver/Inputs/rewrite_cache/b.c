#include <stdio.h>
int a(int);
int c(void);
int main(int argc, char **argv) {
  (void)argv;
  printf("%d %d\n", a(argc), c());
  return 0;
}
