// Unconfigured kernel call in a host function template: non-dependent -> host side at the
// definition only; dependent -> device side only, at the instantiation.
// ORACLE-HEADERS: mini
__global__ void kern(int *p) { p[0] = 1; }
template <class T> void t_nondep(T *p) { kern(nullptr); }
template <class T> void t_dep(T *p) { kern(p); }
void use(int *p) { t_dep(p); }
