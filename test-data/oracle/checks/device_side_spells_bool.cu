// cicc prints bool by the name its headers give it, __nv_bool, in every
// type its messages show; cudafe++ prints bool.
void f() { bool b = true; int *p = b; (void)p; }
__device__ void g() { bool b = true; int *p = b; (void)p; }
template <class T> void t(T x) { x.foo(); }
void u() { t(true); }
