// taking the address of functions across spaces: only device code naming a
// host function is diagnosed ("undefined in device code").
// ORACLE-HEADERS: mini
__device__ int dfn(int x) { return x; }
int hfn(int x) { return x; }
int h1() { int (*p)(int) = dfn; return p != 0; }
__device__ int d1() { int (*p)(int) = hfn; return p(1); }
__global__ void k(int *q) { }
void h2(int *q) { void (*p)(int *) = k; p(q); }
