// CUDA's attributes where they cannot be: written with arguments (an error
// at the arguments; the attribute is dropped, so nothing else is said of
// it), and on typedefs and alias declarations (#1835, once for the
// declaration's own and once for each declarator's), at any scope.
__attribute__((managed(1))) int m1;
int __attribute__((device(2), used)) m2;
__attribute__((host(1))) __device__ int f1() { return 0; }
struct Holder {
    __attribute__((device(1))) void g();
    __attribute__((shared(1))) int field;
};

typedef __managed__ int managed_int;
typedef __device__ int device_a, device_b;
typedef __launch_bounds__(32) void bounded();
typedef int __constant__ after_type;
using managed_alias = __managed__ float;
struct Scope {
    typedef __shared__ int in_class;
};
template <class T> void local_typedefs() {
    typedef __shared__ T in_template;
}
__global__ void kernel() {
    typedef __device__ int local_typedef;
    using local_alias = __managed__ int;
}
