// Two anonymous namespaces, one nested in a named namespace.
namespace {
__global__ void first(int a) { }
}
namespace app {
namespace {
__global__ void second(float b) { }
__device__ int hidden_var;
}
void run() { second<<<1, 1>>>(1.0f); }
}
namespace {
__global__ void third() { }
}

int main()
{
    first<<<1, 1>>>(1);
    app::run();
    third<<<1, 1>>>();
    return 0;
}
