static inline int get(const int *p, int i) { return p[i]; }
