// A host declaration later redeclared __device__: the host-side check uses the space known
// at the call (the first call is fine, the second an error); cicc warns #20039.
// ORACLE-HEADERS: mini
int c1();
int h1() { return c1(); }
__device__ int c1() { return 1; }
int h2() { return c1(); }
__global__ void k(int *p) { p[0] = c1(); }
