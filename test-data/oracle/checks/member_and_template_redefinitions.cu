// A function defined or declared twice with other execution spaces is a
// redefinition to EDG, not a change of space: for members declared twice in
// their class, "invalid redeclaration of member function"; for function
// templates defined twice, "has already been defined" (and cicc still
// prints the merge warning). A member declared in its class and defined
// outside with another space merges, named with its class.
struct S {
  __device__ void f() {}
  __host__ void f() {}
  __device__ int h(int);
  int h(int);
};
template <class T> __device__ void t(T) {}
template <class T> __host__ void t(T) {}
template <class T> __device__ void t1(T);
template <class T> __host__ void t1(T);
struct R { __device__ void f(); };
__host__ void R::f() {}
struct V { __host__ __device__ void f(); void f(); };
template <class T> __device__ void t2(T) {}
template <class T> __host__ __device__ void t2(T) {}
__device__ void z() {}
__host__ __device__ void z() {}
