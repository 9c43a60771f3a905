// an extended lambda capturing elements of a parameter pack.
// ORACLE-HEADERS: mini
// ORACLE-FLAGS: --extended-lambda
template <class... F> int use(F...) { return 0; }
template <class... T> int g2(T... t) {
  auto l = [t...] __device__ () { return 0; };
  return use(l);
}
int u() { return g2(1, 2); }
