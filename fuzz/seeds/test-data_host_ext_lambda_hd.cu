// ORACLE-FLAGS: --extended-lambda
// An extended __host__ __device__ lambda, usable on both sides.
template <typename F>
__global__ void each(int *p, F f) { p[threadIdx.x] = f(threadIdx.x); }

int main()
{
    int base = 3;
    auto f = [=] __host__ __device__ (int i) { return i + base; };
    int host_value = f(1);
    each<<<1, 8>>>((int *)0, f);
    return host_value == 4 ? 0 : 1;
}
