// __grid_constant__ on variables.
// ORACLE-HEADERS: mini
__grid_constant__ int gv;
void hh() { __grid_constant__ const int z = 1; (void)z; }
__device__ int dd() { __grid_constant__ int w = 2; return w; }
