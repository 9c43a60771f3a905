// A deduction guide is no function: whatever execution space it is
// annotated with (even __global__), nothing is reported about it.
template <typename T>
struct S {
    __host__ __device__ S(T);
};
template <typename T>
__host__ __device__ S(T) -> S<T>;
template <typename U>
__host__ S(U *) -> S<U>;
template <typename V>
__device__ S(V &) -> S<V>;
template <typename W>
__global__ S(W, W) -> S<W>;
S(const char *) -> S<int>;
template <typename T> struct P { T a; };
template <typename T> P(T) -> P<T>;
int use() { P<int> p{1}; return p.a; }
