// unnamed types as template arguments of kernel templates (a typedef name
// for linkage purposes is fine).
// ORACLE-HEADERS: mini
template <class T> __global__ void k(T *p) { }
typedef struct { int x; } Named;
enum { E1, E2 } e;
struct { int y; } s;
void go() {
  k<<<1, 1>>>((Named *)nullptr);
  k<<<1, 1>>>(&e);
  k<<<1, 1>>>(&s);
}
