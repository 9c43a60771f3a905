// __launch_bounds__ with one and two arguments.
__global__ void __launch_bounds__(256) lb1(int *p) { }
__global__ void __launch_bounds__(128, 4) lb2(int *p) { }
__global__ void plain(int *p) { }

int main()
{
    lb1<<<1, 256>>>(0);
    lb2<<<1, 128>>>(0);
    plain<<<1, 1>>>(0);
    return 0;
}
