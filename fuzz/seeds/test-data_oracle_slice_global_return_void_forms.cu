// __global__ return types spelled as void through a typedef/alias are fine; const void
// only gives warning #815.
// ORACLE-HEADERS: mini
typedef void V;
using VV = void;
__global__ V a1(int *p) { p[0] = 1; }
__global__ VV a2(int *p) { p[0] = 1; }
__global__ const void a3(int *p) { p[0] = 1; }
