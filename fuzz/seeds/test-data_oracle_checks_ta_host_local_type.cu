// a type defined in a host function as a kernel template argument.
// ORACLE-HEADERS: mini
template <class T> __global__ void k(T *p) { }
void go() {
  struct L { int x; };
  k<<<1, 1>>>((L *)nullptr);
  k<<<1, 1>>>((int *)nullptr);
}
