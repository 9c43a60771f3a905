// with --extended-lambda: a plain lambda is still rejected, an extended
// __device__ lambda is accepted.
// ORACLE-HEADERS: mini
// ORACLE-FLAGS: --extended-lambda
template <class F> __global__ void k(F f) { }
void go() {
  auto l = [] (int x) { return x; };
  k<<<1, 1>>>(l);
  auto d = [] __device__ (int x) { return x; };
  k<<<1, 1>>>(d);
}
