// An extern __shared__ array given a size is allocated where it is
// declared, as a scalar is (#20044, once used); the dynamic `T buf[]` is
// not
#define THREADS 256
__device__ int first(int *w) { return w[0]; }
__global__ void block_scope(int *a) {
  extern __shared__ int workspace[THREADS];
  a[0] = first(workspace);
}
__global__ void never_used(int *a) {
  extern __shared__ int unused_ws[THREADS];
}
__global__ void dynamic_size(int *a) {
  extern __shared__ int dyn[];
  a[0] = dyn[0];
}
extern __shared__ int namespace_ws[16];
__global__ void namespace_scope(int *a) { a[0] = namespace_ws[0]; }
extern __shared__ float namespace_unused[16];
