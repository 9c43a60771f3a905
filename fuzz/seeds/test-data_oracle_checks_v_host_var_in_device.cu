// host variables read, written and addressed in device code (later phase:
// warnings with "undefined in device code").
// ORACLE-HEADERS: mini
int hv;
extern int hext;
const int hc = 3;
__device__ int d1() { return hv + hext + hc; }
__device__ int *d2() { return &hv; }
__device__ void d3() { hv = 2; }
__global__ void k(int *p) { p[0] = hv; }
__host__ __device__ int hd() { return hv; }
