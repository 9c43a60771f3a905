// Launches in many statement and expression contexts.
__global__ void k1(int v) { }
template <class T> __global__ void k2(T v) { }

struct Launcher {
    int n;
    void go() const { k1<<<n, 1>>>(n); }
};

int main(int argc, char **argv)
{
    if (argc > 1)
        k1<<<1, 1>>>(argc);
    else
        k1<<<2, 1>>>(0);
    for (int i = 0; i < 3; ++i) k1<<<i + 1, 32>>>(i);
    while (argc-- > 5) { k2<<<1, 1>>>(argc); }
    auto host_lambda = [](int x) { k1<<<1, 1>>>(x); };
    host_lambda(3);
    Launcher l = {2};
    l.go();
    k2<float><<<(argc > 0 ? 1 : 2), 1>>>(0.5f), k1<<<1, 1>>>(9);
    k2<<<dim3(1, 1, 1), dim3(8, 8)>>>('x');
    return 0;
}
