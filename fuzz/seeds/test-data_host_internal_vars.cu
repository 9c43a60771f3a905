// Internal-linkage device variables: static, in a named namespace, in an
// anonymous namespace.
static __device__ int sdev;
static __constant__ float sconst[2];
namespace lib {
__device__ int shared_count;
static __device__ int private_count;
__constant__ double factor = 2.0;
}
namespace {
__device__ int anon_count;
}

__global__ void touch()
{
    sdev++;
    lib::shared_count += (int)sconst[0];
    lib::private_count++;
    anon_count += (int)lib::factor;
}

int main()
{
    touch<<<1, 1>>>();
    void *addr = 0;
    cudaGetSymbolAddress(&addr, lib::shared_count);
    return 0;
}
