// Taking the address of kernels and launching through the runtime API.
__global__ void target(int *p, int v) { p[0] = v; }

typedef void (*kernel_fn)(int *, int);

int main()
{
    kernel_fn f = target;
    int *p = 0;
    int v = 5;
    void *args[] = {&p, &v};
    cudaLaunchKernel((const void *)f, dim3(1), dim3(1), args, 0, 0);
    cudaFuncAttributes attr;
    cudaFuncGetAttributes(&attr, target);
    return 0;
}
