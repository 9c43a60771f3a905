// Kernels and device variables in an anonymous namespace.
namespace {
__device__ int counter;
__global__ void bump(int by) { counter += by; }
struct Local { int v; };
__global__ void use_local(Local l) { counter = l.v; }
}

int main()
{
    bump<<<1, 1>>>(2);
    Local l = {3};
    use_local<<<1, 1>>>(l);
    cudaDeviceSynchronize();
    return 0;
}
