// memory-space attributes on members and parameters are ignored (#1835).
// ORACLE-HEADERS: mini
struct S { __shared__ int x; __device__ int y; __constant__ int z; };
__device__ void d(__shared__ int x) { }
__global__ void k(__shared__ int *p) { }
void h(__device__ int q) { }
