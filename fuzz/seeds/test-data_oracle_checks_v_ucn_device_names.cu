// universal character names in the names of device entities.
// ORACLE-HEADERS: mini
__device__ int \u00e9t\u00e9 = 1;
__global__ void k\u00e9(int *p) { p[0] = \u00e9t\u00e9; }
int h\u00e9() { return 1; }
