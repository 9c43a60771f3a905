// Kernels in nested namespaces, called qualified and through using.
namespace outer {
struct Item { int id; float w; };
namespace inner {
__global__ void scale(float *x, float s) { x[threadIdx.x] *= s; }
__global__ void items(outer::Item *it, Item one) { it[0] = one; }
}
__global__ void top(int n) { }
}

using namespace outer;

int main()
{
    float *x = 0;
    outer::inner::scale<<<1, 32>>>(x, 2.0f);
    Item one = {1, 2.0f};
    inner::items<<<1, 1>>>(0, one);
    top<<<1, 1>>>(3);
    cudaDeviceSynchronize();
    return 0;
}
