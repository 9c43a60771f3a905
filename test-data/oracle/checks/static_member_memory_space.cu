// Static data members declared or defined with a memory space (cicc: memory qualifier on data member).
struct A {
    __device__ int x;
    static __device__ int y;
    static __constant__ float c;
    static __shared__ int s;
    __managed__ static int m;
    static int plain;
    __device__ void f();
};
__device__ int A::y = 1;
__constant__ float A::c = 2.0f;
int A::plain = 3;
template <typename T> struct B { static __device__ T v; };
template <typename T> __device__ T B<T>::v;
struct C { struct Inner { static __device__ int q; }; };
__device__ int C::Inner::q;
