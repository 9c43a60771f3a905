// Kernels without parameters, and a declaration-only kernel.
__global__ void tick() {}
__global__ void unused_decl(int);
__global__ void tock(void) { }

int main()
{
    tick<<<1, 1>>>();
    tock<<<1, 1>>>();
    return cudaDeviceSynchronize() == cudaSuccess ? 0 : 1;
}
