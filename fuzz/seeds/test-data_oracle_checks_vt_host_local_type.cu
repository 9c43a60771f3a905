// a host-local type and a lambda closure as arguments of a variable template.
// ORACLE-HEADERS: mini
template <class T> __device__ int vt = sizeof(T);
int go() {
  struct L { int x; };
  auto l = [] { return 1; };
  return sizeof(vt<L>) + sizeof(vt<decltype(l)>) + l();
}
__device__ int d() { struct DL { int x; }; return vt<DL>; }
