// mpx-cc: placeholder, replaced by the real driver.
int main() { return 1; }
