// A static (internal-linkage) kernel and an external one.
static __global__ void hidden(int x) { }
__global__ void visible(int *p) { *p = 1; }

int main()
{
    hidden<<<1, 1>>>(4);
    visible<<<1, 1>>>(0);
    cudaDeviceSynchronize();
    return 0;
}
