// `__noinline__` after a lambda's introducer, and a cast whose type begins
// with a GNU attribute, parse.
__device__ int a;
__device__ int Device() { return ([&] __device__ __noinline__ (){ return a; })(); }
__device__ int D2() { return ([&] __noinline__ (){ return a; })(); }
__device__ void g(void *ptr) {
  auto * sptr = (__attribute__((address_space(3))) void *)ptr;
  (void)sptr;
}
