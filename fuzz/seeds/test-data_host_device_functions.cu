// Device-only and host-device functions next to kernels.
__device__ float square(float x) { return x * x; }

__device__ __forceinline__ float cube(float x)
{
    return x * square(x);
}

__host__ __device__ int clamp_index(int i, int n)
{
    return i < 0 ? 0 : (i >= n ? n - 1 : i);
}

template <typename T>
__device__ T twice(T v) { return v + v; }

__device__ int declared_only(int);

static __device__ int local_helper(int a, int b) { return a - b; }

__global__ void compute(float *out, int n)
{
    int i = clamp_index(threadIdx.x, n);
    out[i] = cube(twice(out[i])) + local_helper(i, n);
}

int main()
{
    int k = clamp_index(5, 3);
    compute<<<1, 32>>>(0, 32);
    return k == 2 ? 0 : 1;
}
