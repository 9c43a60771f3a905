// A variadic kernel template.
template <typename... Ts>
__global__ void many(int *out, Ts... args)
{
    *out = sizeof...(Ts);
}

int main()
{
    many<<<1, 1>>>((int *)0, 1, 2.0f, 'c');
    many<<<1, 1>>>((int *)0);
    return 0;
}
