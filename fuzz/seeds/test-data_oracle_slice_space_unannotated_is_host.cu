// A function without execution-space keywords is __host__: calling it from __device__ and
// __global__ code is a device-side error; calling a __device__ one from it a host-side error.
// ORACLE-HEADERS: mini
int plain(int x) { return x; }
__device__ int dev(int x) { return x; }
__device__ int d(int x) { return plain(x); }
__global__ void k(int *p) { p[0] = plain(p[0]) + d(p[0]); }
int plain2(int x) { return dev(x); }
