// friend kernels: declaring is fine, defining (also a template) is not;
// member kernels of class templates and member kernel templates.
// ORACLE-HEADERS: mini
struct A {
  friend __global__ void f1(int *p);
  friend __global__ void f2(int *p) { }
  template <class T> friend __global__ void f3(T *p) { }
};
__global__ void f1(int *p) { }
template <class T> struct S {
  __global__ void m(T *p);
  static __global__ void sm(T *p) { }
  template <class U> __global__ void tm(U *p) { }
};
struct Q { template <class U> static __global__ void tm(U *p) { } };
