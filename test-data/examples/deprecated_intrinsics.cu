// The toolkit's deprecated warp votes in device code (#1444, with the
// header's message and a note at its declaration); not inside the
// toolkit's own deprecated wrappers (`any()` calls `__any`); an unused
// static device function of the main file gets #177 after them.
__device__ int votes(int v) {
  int a = __any(v);
  int b = __all(v) + __ballot(v);
  return a + b;
}
static __device__ inline bool unused_vote(bool c) { return __all(c); }
__global__ void k(int *o) { o[0] = votes(o[1]); }
