/* A header's static table, used by some files that include it and not by
 * others (stb_voxel_render.h's stbvox_vmesh_delta_normal). */
static int table[4] = {10, 20, 30, 40};

static inline int get(const int *p, int i) { return p[i]; }
