// Kernel templates inside namespaces, launched qualified.
namespace algo {
namespace detail {
template <typename T>
__global__ void negate(T *p, int n) { if (threadIdx.x < n) p[threadIdx.x] = -p[threadIdx.x]; }
}
template <typename T, int K>
__global__ void shift(T *p) { p[threadIdx.x] += K; }
}

int main()
{
    algo::detail::negate<<<1, 32>>>((int *)0, 32);
    algo::detail::negate<float><<<1, 32>>>(0, 32);
    algo::shift<long, 3><<<1, 32>>>(0);
    return 0;
}
