// a type local to a device function is allowed (launch needs -rdc=true).
// ORACLE-HEADERS: mini
// ORACLE-FLAGS: -rdc=true
template <class T> __global__ void k(T *p) { }
__device__ void dgo() {
  struct DL { int x; };
  k<<<1, 1>>>((DL *)nullptr);
}
