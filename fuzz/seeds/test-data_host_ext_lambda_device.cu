// ORACLE-FLAGS: --extended-lambda
// A kernel template launched with extended __device__ lambdas.
template <typename F>
__global__ void apply(int n, float *data, F f)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) data[i] = f(data[i]);
}

void scale(float *data, int n, float s)
{
    apply<<<1, 128>>>(n, data, [=] __device__ (float x) { return x * s; });
}

int main()
{
    scale(0, 128, 2.0f);
    apply<<<1, 32>>>(32, (float *)0, [] __device__ (float x) { return x + 1.0f; });
    return 0;
}
