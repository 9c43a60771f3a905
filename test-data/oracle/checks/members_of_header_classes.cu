// Members defined outside their class, which a header declares: they see
// the class's members, and are checked as the class's (cicc).
#include "members_of_header_classes.h"

__device__ void Foo::f(int x) { v = x; host_fn(v); }
__device__ int Foo::get() const { return v; }
template <typename T> __device__ void Bar<T>::g(T x) { w = x; host_fn(x); }

__global__ void k(Bar<int> b, Foo *foo) {
    b.g(foo->get());
}
