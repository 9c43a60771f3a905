// a plain lambda's closure type as a kernel template argument.
// ORACLE-HEADERS: mini
template <class F> __global__ void k(F f) { }
void go() {
  auto l = [] (int x) { return x; };
  k<<<1, 1>>>(l);
}
