// A kernel template returning T: nothing until instantiated; T=void is fine, T=int an error
// at the template (with instantiation context) and again at an explicit instantiation.
// ORACLE-HEADERS: mini
template <class T> __global__ T tk(int *p) { p[0] = 1; }
template <class T> __global__ T tk2(int *p) { p[0] = 1; }
template <class T> __global__ T never(int *p) { p[0] = 1; }
void use(int *p) { tk<void><<<1, 1>>>(p); }
template __global__ void tk2<void>(int *);
