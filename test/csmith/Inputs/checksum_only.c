#include "csmith.h"
int main(void) {
  int print_hash_value = 0;
  platform_main_end(0xFFFFFFFFUL, print_hash_value);
  return 0;
}
